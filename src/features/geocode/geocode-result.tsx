import type { GeocodeResponse } from '../../api/geocode-schema';
import { useT } from '../../i18n/use-t';
import { FieldList } from './field-list';
import { formatLatLng } from './format';
import { PanelSection } from './panel-section';
import { AdInfoSection, AddressComponentSection } from './region-sections';

/** The answer's headline: the recommended address and its region. */
export function ResultHeadline({ result }: { result: GeocodeResponse }) {
  const data = result.data;
  const headline = data?.formatted_addresses?.recommend || data?.address;
  const region = [
    ...new Set([data?.ad_info?.district, data?.ad_info?.city, data?.ad_info?.province].filter(Boolean)),
  ];
  if (!headline && region.length === 0) return null;
  return (
    <div className="geo-result-headline">
      {headline && <p className="geo-headline-address">{headline}</p>}
      {region.length > 0 && <p className="geo-headline-region">{region.join(' · ')}</p>}
    </div>
  );
}

/** Every field of one answer, nothing hidden: absent and empty values are shown as such. */
export function GeocodeFields({ result }: { result: GeocodeResponse }) {
  const t = useT();
  const data = result.data;
  return (
    <>
      <PanelSection title={t('geo.section.summary')}>
        <FieldList
          fields={[
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
            { name: 'request_id', label: t('geo.field.request_id'), value: result.request_id },
          ]}
        />
      </PanelSection>
      <AdInfoSection adInfo={data?.ad_info} />
      <AddressComponentSection component={data?.address_component} />
    </>
  );
}
