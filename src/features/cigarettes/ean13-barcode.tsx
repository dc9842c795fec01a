import { useT } from '../../i18n/use-t';
import { isValidEan13 } from './ean13';
import { encodeEan13 } from './ean13-bars';

const BAR_WIDTH = 1.5;
const BAR_HEIGHT = 36;
const FONT_SIZE = 13;
const MARGIN = 4;

/**
 * A barcode drawn as EAN-13 with its digits (bars from jsbarcode's EAN-13 encoder, drawn as SVG
 * here); a code that is not a valid EAN-13 is shown as text, an empty one as "—".
 */
export function Ean13Barcode({ code, label }: { code: string | undefined; label: string }) {
  const t = useT();
  const digits = code?.trim() ?? '';

  if (!digits) return <>{t('cig.value.none')}</>;
  if (!isValidEan13(digits))
    return <span className="cig-code-text">{t('cig.barcode.invalid', { code: digits })}</span>;

  const { groups, modules } = encodeEan13(digits);
  const width = modules * BAR_WIDTH + 2 * MARGIN;
  const textY = MARGIN + BAR_HEIGHT + FONT_SIZE;
  return (
    <svg
      className="cig-barcode"
      role="img"
      aria-label={t('cig.barcode.label', { field: label, code: digits })}
      width={width}
      height={textY + MARGIN}
      viewBox={`0 0 ${width} ${textY + MARGIN}`}
    >
      <rect width="100%" height="100%" fill="#fff" />
      {groups.map((group, index) => {
        const x = MARGIN + group.start * BAR_WIDTH;
        // Guard bars run down into the digits, as printed EAN-13 codes do.
        const height = group.guard ? BAR_HEIGHT + FONT_SIZE / 2 : BAR_HEIGHT;
        return (
          <g key={index}>
            {group.bars.map(([offset, length]) => (
              <rect
                key={offset}
                x={x + offset * BAR_WIDTH}
                y={MARGIN}
                width={length * BAR_WIDTH}
                height={height}
                fill="#000"
              />
            ))}
            {group.text && (
              <text
                x={x + (group.modules * BAR_WIDTH) / 2}
                y={textY}
                fontSize={FONT_SIZE}
                textAnchor="middle"
                fontFamily="monospace"
              >
                {group.text}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
