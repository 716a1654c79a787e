import { useState } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { languageHref, type Language } from '@site/src/lib/languages';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  className?: string;
}

/** English / 中文 / 한국어: the same path and hash on each language's own host. */
export default function LanguageSwitcher({ mobile, className }: Props) {
  const { siteConfig } = useDocusaurusContext();
  const languages = siteConfig.customFields?.languages as Language[];
  const location = useLocation();
  // The server-rendered HTML cannot know the hash; add it once running in the browser.
  const isBrowser = useIsBrowser();
  const { pathname } = location;
  const hash = isBrowser ? location.hash : '';
  const [open, setOpen] = useState(false);
  // After Escape the menu must not stay open under a resting pointer (it opens on hover too).
  const [hoverSuppressed, setHoverSuppressed] = useState(false);
  const current = languages[0]!;

  const links = languages.map((language) => (
    <li key={language.code}>
      <a
        className={clsx(
          mobile ? 'menu__link' : 'dropdown__link',
          language.code === current.code && styles.current,
        )}
        href={languageHref(language.host, pathname, hash)}
        hrefLang={language.code}
        lang={language.code}
        aria-current={language.code === current.code ? 'true' : undefined}
        data-language={language.code}
      >
        {language.label}
      </a>
    </li>
  ));

  if (mobile) {
    return <ul className={clsx('menu__list', className)}>{links}</ul>;
  }
  return (
    <div
      className={clsx(
        'navbar__item dropdown dropdown--right',
        !hoverSuppressed && 'dropdown--hoverable',
        open && 'dropdown--show',
        className,
      )}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        setHoverSuppressed(true);
        event.currentTarget.querySelector('button')?.focus();
      }}
      onMouseLeave={() => setHoverSuppressed(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={clsx('navbar__link', styles.toggle)}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={`Language: ${current.label}`}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.icon}>
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.93 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.07 16ZM8.02 8H5.07a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.02 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.26 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
          />
        </svg>
        <span>{current.label}</span>
      </button>
      <ul className="dropdown__menu">{links}</ul>
    </div>
  );
}
