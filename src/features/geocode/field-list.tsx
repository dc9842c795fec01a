import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { CopyButton } from './copy-button';

export interface Field {
  /** A stable name, e.g. "ad_info.district". */
  name: string;
  label: string;
  /** undefined: the API did not return it; '' is shown as an empty string, never hidden. */
  value: string | undefined;
  /** Shown instead of the plain value (the copied text stays `value`). */
  display?: ReactNode;
}

/** Label/value rows, every value with a copy button; absent and empty values are shown as such. */
export function FieldList({ fields }: { fields: Field[] }) {
  const t = useT();
  return (
    <dl className="geo-field-list">
      {fields.map((field) => (
        <div key={field.name} className="geo-field" data-field={field.name}>
          <dt>{field.label}</dt>
          <dd>
            {field.value === undefined ? (
              <span className="geo-value-missing">{t('geo.value.absent')}</span>
            ) : field.value === '' ? (
              <span className="geo-value-missing">{t('geo.value.empty')}</span>
            ) : (
              <>
                <span className="geo-value">{field.display ?? field.value}</span>
                <CopyButton value={field.value} label={field.label} />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
