/**
 * Reads the open proposals (GitHub issues with the vote label) of the docs and
 * the bundler repositories through the GitHub REST API and turns them into the
 * vote page's data file (src/data/votes.json). Votes are 👍 reactions.
 * The network part takes an injected `fetch`, so tests need no network.
 */
import {
  validateVotesFile,
  type Proposal,
  type ProposalArea,
  type VotesFile,
} from '../../src/lib/votes';

export const GITHUB_API = 'https://api.github.com';
export const DEFAULT_VOTE_LABEL = 'vote';
export const PER_PAGE = 100;
/** Stop after this many pages per repository: a runaway label should not page forever. */
export const MAX_PAGES = 10;
export const SUMMARY_MAX_LENGTH = 200;

export interface VoteSource {
  /** `owner/repo` */
  repository: string;
  area: ProposalArea;
}

export const DEFAULT_SOURCES: readonly VoteSource[] = [
  { repository: 'webpack/webpack.js.org', area: 'docs' },
  { repository: 'webpack/webpack', area: 'bundler' },
];

/** The fields of GitHub's issue object this script reads. */
export interface GitHubIssue {
  number: number;
  title: string;
  body: string | null;
  html_url: string;
  created_at: string;
  state: string;
  /** Present when the "issue" is a pull request. */
  pull_request?: unknown;
  reactions?: { '+1'?: number; total_count?: number };
}

/** The first paragraph of an issue body as plain text, cut at a word boundary. */
export function summarize(body: string | null | undefined, maxLength = SUMMARY_MAX_LENGTH): string {
  if (!body) return '';
  const text = body
    .replace(/\r\n?/g, '\n')
    .replace(/<!--[\s\S]*?-->/g, '') // issue-template comments
    .replace(/```[\s\S]*?```/g, '') // code blocks
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '') // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links → their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '') // heading, quote and list markers
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|\W)[*_](\S[^*_]*)[*_](?=\W|$)/g, '$1$2');
  const paragraph =
    text
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .find((p) => p.length > 0) ?? '';
  if (paragraph.length <= maxLength) return paragraph;
  const cut = paragraph.slice(0, maxLength - 1);
  // Cut at the last space unless the cut already ends a word.
  const space = /\s/.test(paragraph[cut.length] ?? ' ') ? cut.length : cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function toProposal(issue: GitHubIssue, source: VoteSource): Proposal {
  return {
    id: `${source.repository}#${issue.number}`,
    area: source.area,
    title: issue.title.trim(),
    summary: summarize(issue.body),
    url: issue.html_url,
    votes: issue.reactions?.['+1'] ?? 0,
    createdAt: new Date(issue.created_at).toISOString(),
  };
}

/** Open issues only; the issues endpoint also lists pull requests. */
export function toProposals(issues: readonly GitHubIssue[], source: VoteSource): Proposal[] {
  return issues
    .filter((issue) => !issue.pull_request && issue.state === 'open')
    .map((issue) => toProposal(issue, source));
}

export function issuesUrl(
  repository: string,
  label: string,
  page: number,
  apiUrl = GITHUB_API,
): string {
  const params = new URLSearchParams({
    labels: label,
    state: 'open',
    per_page: String(PER_PAGE),
    page: String(page),
  });
  return `${apiUrl.replace(/\/+$/, '')}/repos/${repository}/issues?${params.toString()}`;
}

type Fetch = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<{
  ok: boolean;
  status: number;
  statusText?: string;
  json(): Promise<unknown>;
}>;

export interface FetchVotesOptions {
  fetch: Fetch;
  /** Sent as a bearer token when set (higher rate limits). */
  token?: string;
  label?: string;
  sources?: readonly VoteSource[];
  /** Default https://api.github.com (GitHub Enterprise or a local stand-in otherwise). */
  apiUrl?: string;
  now?: Date;
}

export async function fetchVotes(options: FetchVotesOptions): Promise<VotesFile> {
  const label = options.label ?? DEFAULT_VOTE_LABEL;
  const headers: Record<string, string> = {
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': '2022-11-28',
    'User-Agent': 'webpack-docs-fetch-votes',
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const proposals: Proposal[] = [];
  for (const source of options.sources ?? DEFAULT_SOURCES) {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const url = issuesUrl(source.repository, label, page, options.apiUrl);
      const response = await options.fetch(url, { headers });
      if (!response.ok)
        throw new Error(
          `GitHub answered ${response.status} ${response.statusText ?? ''}`.trim() + ` for ${url}`,
        );
      const issues = await response.json();
      if (!Array.isArray(issues))
        throw new Error(`GitHub answered without a list of issues for ${url}`);
      proposals.push(...toProposals(issues as GitHubIssue[], source));
      if (issues.length < PER_PAGE) break;
    }
  }
  return validateVotesFile({
    sample: false,
    generatedAt: (options.now ?? new Date()).toISOString(),
    label,
    proposals,
  });
}
