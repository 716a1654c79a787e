import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type VersionNoteKind = 'new' | 'renamed' | 'replaced' | 'removed' | 'deprecated' | 'changed';

interface Props {
  kind: VersionNoteKind;
  children: ReactNode;
}

/**
 * The version note under an option heading (placed by plugins/version-diff/remark.ts): a badge
 * "New in webpack 5" on the current docs, a note with the successor on the webpack 4 docs.
 * The words carry the meaning; colour and border only repeat it.
 */
export default function VersionNote({ kind, children }: Props): ReactNode {
  if (kind === 'new') {
    return (
      <p className={styles.badgeLine}>
        <span className={styles.badge}>{children}</span>
      </p>
    );
  }
  return (
    <p
      role="note"
      className={clsx(styles.note, kind === 'deprecated' ? styles.deprecated : styles.removed)}
    >
      {children}
    </p>
  );
}
