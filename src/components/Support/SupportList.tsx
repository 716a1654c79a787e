import { useEffect, useMemo, useRef, useState } from 'react';
import supportersJson from '@site/src/data/supporters.json';
import {
  amountOf,
  formatAmount,
  initialAmountType,
  initials,
  RANK_ORDER,
  RANKS,
  supportersByRank,
  validateSupportersFile,
  type AmountType,
  type Rank,
  type Supporter,
} from '@site/src/lib/supporters';
import { whenVisible } from '@site/src/lib/visibility';
import { OPEN_COLLECTIVE_URL } from '@site/src/data/sponsorBanner';
import styles from './styles.module.css';

const DATA = validateSupportersFile(supportersJson);
const OPEN_COLLECTIVE_HOST = 'https://opencollective.com';
const OPEN_COLLECTIVE = OPEN_COLLECTIVE_URL;

function Avatar({ supporter, size, load }: { supporter: Supporter; size: number; load: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!supporter.avatar || failed || !load) {
    return (
      <span
        className={styles.initials}
        style={{ width: size, height: size, fontSize: Math.max(11, size / 3) }}
        aria-hidden="true"
      >
        {initials(supporter.name)}
      </span>
    );
  }
  return (
    <img
      className={styles.avatar}
      src={supporter.avatar}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function SupporterItem({
  supporter,
  rank,
  type,
  load,
}: {
  supporter: Supporter;
  rank: Rank;
  type: AmountType;
  load: boolean;
}) {
  const amount = formatAmount(amountOf(supporter, type), type);
  const content = (
    <>
      <Avatar supporter={supporter} size={RANKS[rank].avatarSize} load={load} />
      <span className={styles.name}>{supporter.name}</span>
      <span className={styles.amount} data-amount>
        {amount}
      </span>
    </>
  );
  const link = supporter.sample
    ? null
    : supporter.website || `${OPEN_COLLECTIVE_HOST}/${supporter.slug}`;
  return (
    <li className={styles.item} data-supporter={supporter.slug}>
      {link ? (
        <a
          className={styles.card}
          href={link}
          rel="nofollow noopener noreferrer"
          target="_blank"
          title={`${supporter.name}: ${amount}`}
        >
          {content}
        </a>
      ) : (
        <span className={styles.card} title={`${supporter.name}: ${amount}`}>
          {content}
        </span>
      )}
    </li>
  );
}

export default function SupportList({ random = Math.random }: { random?: () => number }) {
  const [type, setType] = useState<AmountType>(() => initialAmountType(random));
  const ranks = useMemo(() => supportersByRank(DATA.supporters, type, DATA.generatedAt), [type]);

  // Avatars are requested only once the list scrolls into view.
  const ref = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!ref.current || inView) return undefined;
    return whenVisible(ref.current, () => setInView(true));
  }, [inView]);

  return (
    <div ref={ref} className={styles.lists} data-amount-type={type}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={type === 'monthly'}
          onChange={(event) => setType(event.target.checked ? 'monthly' : 'total')}
          data-monthly-toggle
        />
        Show average monthly donations over the last year (instead of totals)
      </label>
      {/* Every rank keeps its heading; an empty one says how to join it instead of showing nothing. */}
      {RANK_ORDER.map((rank) => (
        <section
          key={rank}
          className={styles.rank}
          aria-labelledby={`rank-${rank}`}
          data-rank={rank}
        >
          <h3 id={`rank-${rank}`} className={styles.rankTitle}>
            {RANKS[rank].title}
          </h3>
          {ranks[rank].length > 0 ? (
            <ul className={styles.list}>
              {ranks[rank].map((supporter) => (
                <SupporterItem
                  key={supporter.slug}
                  supporter={supporter}
                  rank={rank}
                  type={type}
                  load={inView}
                />
              ))}
            </ul>
          ) : (
            <p className={styles.emptyRank} data-rank-empty>
              <a href={rank === 'backer' ? `${OPEN_COLLECTIVE}#backer` : OPEN_COLLECTIVE}>
                {rank === 'backer' ? 'Become a backer' : 'Become a sponsor'}
              </a>
            </p>
          )}
        </section>
      ))}
      <p className={styles.actions}>
        <a className="button button--primary" href={OPEN_COLLECTIVE}>
          Become a sponsor
        </a>
        <a className="button button--secondary" href={`${OPEN_COLLECTIVE}#backer`}>
          Become a backer
        </a>
      </p>
    </div>
  );
}
