import { useId, useMemo, useState } from 'react';
import votesJson from '@site/src/data/votes.json';
import {
  AREA_LABELS,
  filterProposals,
  sortProposals,
  validateVotesFile,
  voteUnit,
  type AreaFilter,
  type VoteOrder,
} from '@site/src/lib/votes';
import styles from './styles.module.css';

const DATA = validateVotesFile(votesJson);
/** Where proposals live: GitHub issues with the vote label, in these two repositories. */
const PROPOSAL_REPOSITORIES = [
  { repository: 'webpack/webpack.js.org', area: 'docs' },
  { repository: 'webpack/webpack', area: 'bundler' },
] as const;
const issuesLink = (repository: string) =>
  `https://github.com/${repository}/issues?q=${encodeURIComponent(`is:issue is:open label:${DATA.label}`)}`;
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function VoteList() {
  const [order, setOrder] = useState<VoteOrder>('votes');
  const [area, setArea] = useState<AreaFilter>('all');
  const proposals = useMemo(
    () => sortProposals(filterProposals(DATA.proposals, area), order),
    [area, order],
  );
  const orderId = useId();
  const areaId = useId();

  return (
    <div className={styles.app} data-vote-app>
      {DATA.proposals.length === 0 ? (
        <div className={styles.empty} data-vote-empty>
          <p>
            There are no proposals to show here yet. Proposals are GitHub issues labelled “
            {DATA.label}”; you can read them and vote on GitHub:
          </p>
          <ul>
            {PROPOSAL_REPOSITORIES.map(({ repository, area: proposalArea }) => (
              <li key={repository}>
                <a href={issuesLink(repository)}>
                  {AREA_LABELS[proposalArea]} proposals in {repository}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className={styles.controls}>
          {/* Each label stays on the line of its own control when the row wraps. */}
          <span className={styles.control}>
            <label htmlFor={orderId}>Sort by</label>
            <select
              id={orderId}
              value={order}
              onChange={(e) => setOrder(e.target.value as VoteOrder)}
              data-vote-order
            >
              <option value="votes">Most votes</option>
              <option value="newest">Newest</option>
            </select>
          </span>
          <span className={styles.control}>
            <label htmlFor={areaId}>Show</label>
            <select
              id={areaId}
              value={area}
              onChange={(e) => setArea(e.target.value as AreaFilter)}
              data-vote-area
            >
              <option value="all">All proposals</option>
              <option value="docs">{AREA_LABELS.docs}</option>
              <option value="bundler">{AREA_LABELS.bundler}</option>
            </select>
          </span>
        </div>
      )}
      {DATA.proposals.length === 0 ? null : proposals.length === 0 ? (
        <p>No open proposals in this area right now.</p>
      ) : (
        <ol className={styles.list}>
          {proposals.map((proposal) => (
            <li key={proposal.id} className={styles.item} data-proposal={proposal.id}>
              <div className={styles.count}>
                <span className={styles.number} data-votes>
                  {proposal.votes}
                </span>{' '}
                <span className={styles.unit}>{voteUnit(proposal.votes)}</span>
              </div>
              <div className={styles.body}>
                <h2 className={styles.title}>{proposal.title}</h2>
                <p className={styles.meta}>
                  <span className={styles.badge}>{AREA_LABELS[proposal.area]}</span>
                  <span>opened {dateFormat.format(new Date(proposal.createdAt))}</span>
                </p>
                {proposal.summary && <p className={styles.summary}>{proposal.summary}</p>}
                <a
                  className="button button--sm button--primary"
                  href={proposal.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Vote on GitHub<span className={styles.srOnly}>: {proposal.title}</span>
                </a>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
