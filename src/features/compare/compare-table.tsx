import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type CSSProperties } from 'react';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useT } from '../../i18n/use-t';
import { compareMarks } from '../../lib/compare-marks';
import { ColumnControls } from './column-controls';
import { ColumnPager } from './column-pager';
import { CompareCell } from './compare-cell';
import type { CompareParts } from './compare-parts';
import { COMPARE_SECTIONS, rowDiffers } from './compare-rows';
import { ProductStatus } from './product-status';
import { useCompareT } from './use-compare-t';

interface Props {
  names: string[];
  results: UseQueryResult<CigaretteRecord>[];
  onlyDifferences: boolean;
  parts: CompareParts;
  onChange: (names: string[]) => void;
}

/**
 * Products as columns, fields as rows: one <table>, so the cells of a row always line up. The field
 * labels and product names stay in view while it scrolls (on a phone, sideways two columns at a time).
 */
export function CompareTable({ names, results, onlyDifferences, parts, onChange }: Props) {
  const t = useCompareT();
  const tShell = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const records = results.map((result) => result.data);
  const marks = compareMarks(records);
  const sections = COMPARE_SECTIONS.map((section) => ({
    ...section,
    rows: section.rows.filter((row) => !onlyDifferences || rowDiffers(row, records)),
  }));
  const shown = sections.reduce((sum, section) => sum + section.rows.length, 0);
  const all = COMPARE_SECTIONS.reduce((sum, section) => sum + section.rows.length, 0);

  const move = (from: number, to: number) => {
    const next = [...names];
    const [name] = next.splice(from, 1);
    next.splice(to, 0, name!);
    onChange(next);
  };
  const remove = (index: number) => onChange(names.filter((_, i) => i !== index));
  const replace = (index: number, name: string) =>
    onChange(
      names.includes(name)
        ? names.filter((_, i) => i !== index)
        : names.map((n, i) => (i === index ? name : n)),
    );
  const caption = t('compare.table', { count: names.length });

  return (
    <>
      <ColumnPager scroller={scroller} count={names.length} />
      {onlyDifferences && shown < all && (
        <p className="cmp-note" role="status">
          {shown === 0 ? t('compare.allSame') : t('compare.hidden', { count: all - shown })}
        </p>
      )}
      <div
        className="cmp-scroll"
        ref={scroller}
        role="region"
        aria-label={caption}
        tabIndex={0}
        data-testid="compare-scroll"
      >
        <table className="cmp-table" style={{ '--cmp-count': names.length } as CSSProperties}>
          <caption className="visually-hidden">{caption}</caption>
          <colgroup>
            <col className="cmp-label-col" />
            {names.map((name) => (
              <col key={name} className="cmp-product-col" />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className="cmp-corner">
                {t('compare.field')}
              </th>
              {names.map((name, index) => (
                <th key={name} scope="col" className="cmp-product" data-testid="compare-product">
                  <span className="cmp-name">{name}</span>
                  <ProductStatus result={results[index]!} onReplace={(other) => replace(index, other)} />
                </th>
              ))}
            </tr>
            <tr className="cmp-controls-row">
              <td className="cmp-corner" />
              {names.map((name, index) => (
                <td key={name}>
                  <ColumnControls
                    name={name}
                    index={index}
                    count={names.length}
                    onMove={move}
                    onRemove={remove}
                  />
                </td>
              ))}
            </tr>
          </thead>
          {sections.map((section) =>
            section.rows.length === 0 ? null : (
              <tbody key={section.title}>
                <tr className="cmp-section">
                  <th scope="rowgroup" colSpan={names.length + 1}>
                    <span className="cmp-section-title">{tShell(section.title)}</span>
                  </th>
                </tr>
                {section.rows.map((row) => (
                  <tr key={row.id} data-row={row.id}>
                    <th scope="row" className="cmp-label">
                      {tShell(row.label)}
                    </th>
                    {names.map((name, index) => {
                      const record = records[index];
                      const mark = marks[row.id]?.[index];
                      return (
                        <td key={name} className={mark ? `cmp-${mark}` : undefined}>
                          {record ? (
                            <CompareCell row={row} record={record} mark={mark} parts={parts} />
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            ),
          )}
        </table>
      </div>
    </>
  );
}
