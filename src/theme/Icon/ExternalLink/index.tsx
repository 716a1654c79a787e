/**
 * Ejected from theme-classic to add role="img": screen readers announce an aria-label on an
 * <svg> reliably only when it is an image, so "(opens in new tab)" was often not read.
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { Props } from '@theme/Icon/ExternalLink';
import styles from './styles.module.css';

// The symbol theme-classic inlines once per page (inlineSvgSprites.ts).
const svgSprite = '#theme-svg-external-link';

export default function IconExternalLink({ width = 13.5, height = 13.5 }: Props): ReactNode {
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={translate({
        id: 'theme.IconExternalLink.ariaLabel',
        message: '(opens in new tab)',
        description: 'The ARIA label for the external link icon',
      })}
      className={styles.iconExternalLink}
    >
      <use href={svgSprite} />
    </svg>
  );
}
