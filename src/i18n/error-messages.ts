// What a failed request means, in the UI language: the server's msg is English and never shown as is.
export const errorMessages = {
  zh: {
    'error.network': '无法连接服务器',
    'error.badRequest': '请求参数有误（状态码 {status}）',
    'error.auth': 'API 密钥缺失或无效',
    'error.notFound': '没有找到',
    'error.rateLimited': '请求过于频繁，请稍后再试',
    'error.rateLimitedFor': '请求过于频繁，{seconds} 秒后可再试',
    'error.upstream': '上游服务出错（状态码 {status}）',
    'error.upstreamTimeout': '上游服务没有及时响应',
    'error.unavailable': '服务暂不可用：没有安装所需数据',
    'error.server': '服务器出错（状态码 {status}）',
    'error.contract': '服务器返回的数据不符合接口约定',
  },
  en: {
    'error.network': 'the server could not be reached',
    'error.badRequest': 'the request was not valid (HTTP {status})',
    'error.auth': 'the API key is missing or not valid',
    'error.notFound': 'not found (HTTP 404)',
    'error.rateLimited': 'too many requests; try again later',
    'error.rateLimitedFor': 'too many requests; try again in {seconds} s',
    'error.upstream': 'the upstream service failed (HTTP {status})',
    'error.upstreamTimeout': 'the upstream service did not answer in time',
    'error.unavailable': 'not available: the data it needs is not installed',
    'error.server': 'server error (HTTP {status})',
    'error.contract': 'the server’s answer does not match the contract',
  },
};
