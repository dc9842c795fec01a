import type { ReactNode } from 'react';
import type { AnswerSources } from '../../../contract/geocode-schema';
import { FieldSource } from './field-source';
import { useGeocodeT } from './use-geocode-t';

export interface Field {
  /** The spec's name, e.g. "ad_info.district". */
  name: string;
  label: string;
  /** undefined: the API did not return it; '' is empty. */
  value: string | undefined;
  /** Shown instead of the plain value. */
  display?: ReactNode;
}

/**
 * Rows of the fields that have a value, each with its spec name; the empty and the missing ones
 * are named together in one line each, not as a stack of empty rows. Each row says where its value
 * comes from, as the answer's `_sources` says.
 */
export function FieldList({ fields, sources }: { fields: Field[]; sources: AnswerSources | undefined }) {
  const t = useGeocodeT();
  const present = fields.filter((field) => field.value);
  const empty = fields.filter((field) => field.value === '').map((field) => field.name);
  const absent = fields.filter((field) => field.value === undefined).map((field) => field.name);
  return (
    <>
      {present.length > 0 && (
        <dl className="geo-field-list">
          {present.map((field) => (
            <div key={field.name} className="geo-field" data-field={field.name}>
              <dt>
                <span>{field.label}</span>
                <code className="geo-spec-name">{field.name}</code>
              </dt>
              <dd>
                <span className="geo-value">{field.display ?? field.value}</span>
                <FieldSource sources={sources} path={field.name} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {empty.length > 0 && (
        <p className="geo-fields-missing" data-testid="geocode-empty-fields">
          {t('geo.fields.empty', { names: empty.join(', ') })}
        </p>
      )}
      {absent.length > 0 && (
        <p className="geo-fields-missing" data-testid="geocode-absent-fields">
          {t('geo.fields.absent', { names: absent.join(', ') })}
        </p>
      )}
    </>
  );
}
