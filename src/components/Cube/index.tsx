import type { CSSProperties } from 'react';
import { CUBE_DEPTH_PX } from '@site/src/lib/rotation';
import styles from './styles.module.css';

const FACES = ['front', 'back', 'right', 'left', 'top', 'bottom'] as const;

/**
 * webpack's logo as a CSS 3D cube: a translucent outer cube `depth` px deep
 * around a solid inner one, turning slowly (compositor-only transforms);
 * still under prefers-reduced-motion.
 */
export default function Cube({ depth = CUBE_DEPTH_PX }: { depth?: number }) {
  return (
    <div
      className={styles.scene}
      style={{ '--cube-depth': `${depth}px` } as CSSProperties}
      aria-hidden="true"
      data-cube
    >
      <div className={styles.cube} data-cube-body>
        {FACES.map((face) => (
          <div key={face} className={`${styles.face} ${styles[face]} ${styles.outer}`} />
        ))}
        <div className={styles.innerCube}>
          {FACES.map((face) => (
            <div key={face} className={`${styles.face} ${styles[face]} ${styles.inner}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
