/**
 * The configuration checker of /configuration/check/ and /v4/configuration/check/ (issue #35):
 * an editor, the webpack version, and the results the worker (client/worker.ts) sends back.
 * The form is in the server HTML; the worker starts on the first check. The pasted text is only
 * ever read as text: by the worker's parser and by the share link's encoder.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import type { Inline } from '../../../version-diff/lib/notes';
import type { CheckResult } from '../../lib/check';
import type { WebpackMajor } from '../../lib/compile';
import { decodeShare, encodeShare } from '../../lib/share';
import type { CheckReply, CheckRequest } from '../../client/worker';
import styles from './styles.module.css';

const EXAMPLE = `const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash].js',
  },
};
`;

/** Wait after the last keystroke before checking again. */
const TYPING_DELAY_MS = 400;

/** A Type or Default line's Markdown (`code` and **bold**) as React nodes. */
function InlineCode({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, i) => {
        if (/^`[^`]+`$/.test(part)) return <code key={i}>{part.slice(1, -1)}</code>;
        if (/^\*\*[^*]+\*\*$/.test(part)) return <strong key={i}>{part.slice(2, -2)}</strong>;
        return part;
      })}
    </>
  );
}

function Note({ parts }: { parts: readonly Inline[] }) {
  return (
    <p className={styles.note}>
      {parts.map((part, i) => {
        if (part.type === 'strong') return <strong key={i}>{part.value}</strong>;
        if (part.type === 'text') return <span key={i}>{part.value}</span>;
        return (
          <Link key={i} to={part.url}>
            {part.code ? <code>{part.value}</code> : part.value}
          </Link>
        );
      })}
    </p>
  );
}

function OptionName({
  option,
  url,
  configIndex,
}: {
  option: string;
  url?: string;
  configIndex?: number;
}) {
  const name = (
    <>
      {configIndex === undefined ? null : <span className={styles.index}>[{configIndex}] </span>}
      <code>{option || '(configuration)'}</code>
    </>
  );
  return url === undefined ? name : <Link to={url}>{name}</Link>;
}

function Results({ result }: { result: CheckResult }) {
  if (!result.ok)
    return (
      <p className={styles.error} role="alert">
        Syntax error at line {result.error.line}, column {result.error.column}:{' '}
        {result.error.message}
      </p>
    );
  const sections: ReactNode[] = [];
  if (!result.checked)
    sections.push(
      <p key="unread" className={styles.error}>
        Nothing could be read to check: see the notes below.
      </p>,
    );
  else if (result.valid)
    sections.push(
      <p key="valid" className={styles.valid}>
        webpack {result.version} accepts this configuration.
      </p>,
    );
  else
    sections.push(
      <div key="messages">
        <p className={styles.error}>
          {result.header} ({result.messages.length}{' '}
          {result.messages.length === 1 ? 'error' : 'errors'})
        </p>
        <ol className={styles.messages} data-testid="config-check-messages">
          {result.messages.map((message, i) => (
            <li key={i}>
              <OptionName
                option={message.option}
                url={message.url}
                configIndex={message.configIndex}
              />
              <pre className={styles.message}>{message.text}</pre>
              {message.note ? <Note parts={message.note} /> : null}
            </li>
          ))}
        </ol>
      </div>,
    );
  if (result.notes.length > 0)
    sections.push(
      <div key="notes">
        <h3 className={styles.heading}>Not checked</h3>
        <ul className={styles.notes} data-testid="config-check-notes">
          {result.notes.map((note, i) => (
            <li key={i}>
              Line {note.line}, column {note.column}
              {note.path ? (
                <>
                  {' '}
                  (<code>{note.path}</code>)
                </>
              ) : null}
              : {note.text}
            </li>
          ))}
        </ul>
      </div>,
    );
  if (result.options.length > 0)
    sections.push(
      <div key="options">
        <h3 className={styles.heading}>Options in this file</h3>
        <div className={styles.tableScroll}>
          <table className={styles.table} data-testid="config-check-options">
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col">Type</th>
                <th scope="col">Default</th>
              </tr>
            </thead>
            <tbody>
              {result.options.map((option, i) => (
                <tr key={i}>
                  <td>
                    <OptionName
                      option={option.option}
                      url={option.url}
                      configIndex={option.configIndex}
                    />
                    {option.known ? null : (
                      <span className={styles.unknown}>
                        {' '}
                        not an option of webpack {result.version}
                      </span>
                    )}
                    {option.note ? <Note parts={option.note} /> : null}
                  </td>
                  <td>{option.type ? <InlineCode text={option.type} /> : null}</td>
                  <td>{option.default ? <InlineCode text={option.default} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>,
    );
  return <>{sections}</>;
}

/**
 * The version chosen when the page opens: that of the docs it is on (4 under /v4/). Read from the
 * path, not the docs version context, which the printable section pages render without.
 */
function useDocsMajor(): WebpackMajor {
  return /^\/v4\//.test(useLocation().pathname) ? 4 : 5;
}

export default function ConfigCheck(): ReactNode {
  const initialVersion = useDocsMajor();
  const id = useId();
  const [source, setSource] = useState(EXAMPLE);
  const [version, setVersion] = useState<WebpackMajor>(initialVersion);
  const [result, setResult] = useState<CheckResult | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const worker = useRef<Worker | undefined>(undefined);
  const lastId = useRef(0);
  const ready = useRef(false);
  // The check that waits for typing to stop.
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const check = useCallback((text: string, chosen: WebpackMajor) => {
    // A check asked for now replaces one still waiting for typing to stop: that one would answer
    // for the version chosen when the reader typed, after the answer for the version chosen since.
    clearTimeout(typing.current);
    if (worker.current === undefined) {
      worker.current = new Worker(new URL('../../client/worker.ts', import.meta.url));
      worker.current.onmessage = (event: MessageEvent<CheckReply>) => {
        if (event.data.id !== lastId.current) return;
        setBusy(false);
        if ('failure' in event.data) setStatus(`The checker could not run: ${event.data.failure}`);
        else setResult(event.data.result);
      };
    }
    const request: CheckRequest = { id: ++lastId.current, version: chosen, source: text };
    setBusy(true);
    worker.current.postMessage(request);
  }, []);

  // A shared link fills the editor (and picks its version); otherwise the example is checked.
  useEffect(() => {
    let cancelled = false;
    decodeShare(window.location.hash)
      .then((shared) => {
        if (cancelled) return;
        const text = shared?.source ?? EXAMPLE;
        const chosen = shared?.version ?? initialVersion;
        if (shared) {
          setSource(text);
          setVersion(chosen);
          setStatus('Loaded the configuration from the link.');
        }
        ready.current = true;
        check(text, chosen);
      })
      .catch(() => {
        if (cancelled) return;
        ready.current = true;
        setStatus(
          "This link's configuration could not be read: the link is damaged or incomplete.",
        );
        check(EXAMPLE, initialVersion);
      });
    return () => {
      cancelled = true;
    };
  }, [check, initialVersion]);

  useEffect(() => () => worker.current?.terminate(), []);

  // Re-check after typing stops.
  const onInput = (text: string) => {
    setSource(text);
    setStatus('');
    clearTimeout(typing.current);
    typing.current = setTimeout(() => check(text, version), TYPING_DELAY_MS);
  };

  const onVersion = (chosen: WebpackMajor) => {
    setVersion(chosen);
    if (ready.current) check(source, chosen);
  };

  const copyLink = async () => {
    try {
      const fragment = await encodeShare(source, version);
      const url = `${window.location.origin}${window.location.pathname}#${fragment}`;
      window.history.replaceState(window.history.state, '', `#${fragment}`);
      await navigator.clipboard.writeText(url);
      setStatus('Link copied. Opening it shows this configuration; it was not sent anywhere.');
    } catch {
      setStatus('The link is in the address bar: copy it from there.');
    }
  };

  return (
    <section className={styles.checker} aria-label="Configuration checker">
      <div className={styles.toolbar}>
        <fieldset className={styles.versions}>
          <legend className={styles.legend}>Check against</legend>
          {([5, 4] as const).map((v) => (
            <label key={v} className={styles.version}>
              <input
                type="radio"
                name={`${id}-version`}
                value={v}
                checked={version === v}
                onChange={() => onVersion(v)}
              />{' '}
              webpack {v}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => check(source, version)}
          >
            Check
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void copyLink()}
          >
            Copy link
          </button>
        </div>
      </div>
      <label htmlFor={`${id}-source`} className={styles.label}>
        <code>webpack.config.js</code> (or JSON)
      </label>
      <textarea
        id={`${id}-source`}
        className={styles.editor}
        value={source}
        onChange={(event) => onInput(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={14}
        data-testid="config-check-source"
      />
      <p
        className={styles.status}
        role="status"
        aria-live="polite"
        data-testid="config-check-status"
      >
        {busy ? 'Checking…' : status}
      </p>
      <div
        className={styles.results}
        data-testid="config-check-results"
        data-version={result?.version}
      >
        {result ? <Results result={result} /> : null}
      </div>
    </section>
  );
}
