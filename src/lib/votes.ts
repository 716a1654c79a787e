/**
 * Proposals on the vote page: the data file's shape and the orderings. Votes
 * are 👍 reactions on GitHub issues; this site only links to them.
 */
import { checkDataFileHeader, type DataFileHeader } from './dataFile';

export type ProposalArea = 'docs' | 'bundler';

export interface Proposal {
  /** `<owner>/<repo>#<number>`, or `sample-…` for sample entries. */
  id: string;
  area: ProposalArea;
  title: string;
  /** Plain-text summary of the issue body. */
  summary: string;
  /** Where the reader votes: the issue on GitHub. */
  url: string;
  /** 👍 reactions on the issue when the data was fetched. */
  votes: number;
  createdAt: string;
  sample?: boolean;
}

export interface VotesFile extends DataFileHeader {
  /** The GitHub label that marks an issue as a proposal. */
  label: string;
  proposals: Proposal[];
}

export type VoteOrder = 'votes' | 'newest';
export type AreaFilter = 'all' | ProposalArea;

export const AREA_LABELS: Readonly<Record<ProposalArea, string>> = {
  docs: 'Documentation',
  bundler: 'Bundler',
};

/**
 * `votes`: most votes first; ties go to the older proposal (it has waited longer), then by id.
 * `newest`: most recently opened first, then by votes.
 */
export function sortProposals(proposals: readonly Proposal[], order: VoteOrder): Proposal[] {
  const time = (p: Proposal) => Date.parse(p.createdAt);
  return [...proposals].sort((a, b) =>
    order === 'votes'
      ? b.votes - a.votes || time(a) - time(b) || a.id.localeCompare(b.id)
      : time(b) - time(a) || b.votes - a.votes || a.id.localeCompare(b.id),
  );
}

export function filterProposals(proposals: readonly Proposal[], area: AreaFilter): Proposal[] {
  return area === 'all' ? [...proposals] : proposals.filter((p) => p.area === area);
}

export function voteUnit(votes: number): 'vote' | 'votes' {
  return votes === 1 ? 'vote' : 'votes';
}

export function votesLabel(votes: number): string {
  return `${votes} ${voteUnit(votes)}`;
}

/** Checks a parsed data file; throws a clear error naming the first problem. */
export function validateVotesFile(value: unknown): VotesFile {
  const { file, fail } = checkDataFileHeader<VotesFile>(value, 'votes');
  if (typeof file.label !== 'string' || !file.label) fail('"label" must be a non-empty string');
  if (!Array.isArray(file.proposals)) fail('"proposals" must be a list');
  if (file.generatedAt === null && file.proposals!.length > 0)
    fail('"generatedAt" is null (never fetched) but "proposals" is not empty');
  const ids = new Set<string>();
  file.proposals!.forEach((p, i) => {
    const at = `proposals[${i}]`;
    if (typeof p !== 'object' || p === null) fail(`${at} must be an object`);
    if (typeof p.id !== 'string' || !p.id) fail(`${at}.id must be a non-empty string`);
    if (ids.has(p.id)) fail(`${at}.id "${p.id}" appears twice`);
    ids.add(p.id);
    if (p.area !== 'docs' && p.area !== 'bundler') fail(`${at}.area must be "docs" or "bundler"`);
    if (typeof p.title !== 'string' || !p.title) fail(`${at}.title must be a non-empty string`);
    if (typeof p.summary !== 'string') fail(`${at}.summary must be a string`);
    if (typeof p.url !== 'string' || !/^https:\/\//.test(p.url))
      fail(`${at}.url must be an https URL`);
    if (!Number.isInteger(p.votes) || p.votes < 0) fail(`${at}.votes must be a whole number ≥ 0`);
    if (typeof p.createdAt !== 'string' || Number.isNaN(Date.parse(p.createdAt)))
      fail(`${at}.createdAt must be an ISO date`);
    if (file.sample && p.sample !== true) fail(`${at} is not marked as a sample in a sample file`);
  });
  return file as VotesFile;
}
