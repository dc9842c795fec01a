import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useT } from '../../i18n/use-t';
import { CardRow } from './card-row';
import { ColourSwatch } from './colour-swatch';
import { Ean13Barcode } from './ean13-barcode';

export function PackageRows({ record }: { record: CigaretteRecord }) {
  const t = useT();
  return (
    <>
      <CardRow label={t('cig.field.package_type')}>{record.package_type || t('cig.value.none')}</CardRow>
      <CardRow label={t('cig.field.main_color')}>
        <ColourSwatch name={record.main_color} />
      </CardRow>
      <CardRow label={t('cig.field.secondary_color')}>
        <ColourSwatch name={record.secondary_color} />
      </CardRow>
      <CardRow label={t('cig.field.carton_code')}>
        <Ean13Barcode code={record.carton_code} label={t('cig.field.carton_code')} />
      </CardRow>
      <CardRow label={t('cig.field.cigarette_code')}>
        <Ean13Barcode code={record.cigarette_code} label={t('cig.field.cigarette_code')} />
      </CardRow>
    </>
  );
}
