import type { GeocodeResponse } from '../../../contract/geocode-schema';
import { useGeocodeT } from './use-geocode-t';
import { FieldList } from './field-list';
import { formatLatLng } from './format';
import { PanelSection } from './panel-section';
import { AdInfoSection, AddressComponentSection } from './region-sections';

/** Every field of one answer with its spec name, folded under "全部字段 / All fields". */
export function AllFields({ result }: { result: GeocodeResponse }) {
  const t = useGeocodeT();
  const data = result.data;
  return (
    <details className="geo-all-fields">
      <summary>{t('geo.allFields')}</summary>
      <PanelSection title={t('geo.section.summary')}>
        <FieldList
          sources={data?._sources}
          fields={[
            {
              name: 'formatted_addresses.standard_address',
              label: t('geo.field.standardAddress'),
              value: data?.formatted_addresses?.standard_address,
            },
            { name: 'address', label: t('geo.field.address'), value: data?.address },
            {
              name: 'formatted_addresses.recommend',
              label: t('geo.field.recommend'),
              value: data?.formatted_addresses?.recommend,
            },
            {
              name: 'formatted_addresses.rough',
              label: t('geo.field.rough'),
              value: data?.formatted_addresses?.rough,
            },
            {
              name: 'location',
              label: t('geo.field.location'),
              value: data?.location ? formatLatLng(data.location) : undefined,
            },
          ]}
        />
      </PanelSection>
      <AdInfoSection adInfo={data?.ad_info} sources={data?._sources} />
      <AddressComponentSection component={data?.address_component} sources={data?._sources} />
    </details>
  );
}

/** The request id, small, for a support ticket. */
export function RequestId({ result }: { result: GeocodeResponse }) {
  const t = useGeocodeT();
  if (!result.request_id) return null;
  return (
    <p className="geo-request-id">
      {t('geo.field.request_id')} <span className="geo-mono">{result.request_id}</span>
    </p>
  );
}
