import type { AdInfo, AddressComponent, AnswerSources } from '../../../contract/geocode-schema';
import { useGeocodeT } from './use-geocode-t';
import { FieldList } from './field-list';
import { formatLatLng, nameLevels } from './format';
import { PanelSection } from './panel-section';

const AD_INFO_FIELDS = [
  'name',
  'nation',
  'province',
  'city',
  'district',
  'adcode',
  'city_code',
  'nation_code',
] as const;
const COMPONENT_FIELDS = ['nation', 'province', 'city', 'district', 'street', 'street_number'] as const;

/** All nine ad_info fields; the full name also split into its levels. */
export function AdInfoSection({
  adInfo,
  sources,
}: {
  adInfo: AdInfo | undefined;
  sources: AnswerSources | undefined;
}) {
  const t = useGeocodeT();
  const levels = nameLevels(adInfo?.name);
  const fields = AD_INFO_FIELDS.map((key) => ({
    name: `ad_info.${key}`,
    label: t(`geo.field.${key}`),
    value: adInfo?.[key],
    display:
      key === 'name' && levels.length > 1 ? (
        <ol className="geo-name-levels" aria-label={adInfo?.name}>
          {levels.map((level, index) => (
            <li key={index}>{level}</li>
          ))}
        </ol>
      ) : undefined,
  }));
  fields.push({
    name: 'ad_info.location',
    label: t('geo.field.location'),
    value: adInfo?.location ? formatLatLng(adInfo.location) : undefined,
    display: undefined,
  });
  return (
    <PanelSection title={t('geo.section.adInfo')}>
      <FieldList fields={fields} sources={sources} />
    </PanelSection>
  );
}

/** The six address_component fields. */
export function AddressComponentSection({
  component,
  sources,
}: {
  component: AddressComponent | undefined;
  sources: AnswerSources | undefined;
}) {
  const t = useGeocodeT();
  return (
    <PanelSection title={t('geo.section.component')}>
      <FieldList
        sources={sources}
        fields={COMPONENT_FIELDS.map((key) => ({
          name: `address_component.${key}`,
          label: t(`geo.field.${key}`),
          value: component?.[key],
        }))}
      />
    </PanelSection>
  );
}
