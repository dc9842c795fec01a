import { measureBundle } from './scripts/bundle-budget';
const r = measureBundle('dist');
console.log((r.shellBytes / 1024).toFixed(2), r.shellBytes);
