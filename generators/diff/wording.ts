/**
 * The words a change's hint uses for the reader of the report. For a path's operation that is a
 * client of the API: it sends requests and reads responses. For a webhook's or a callback's
 * operation it is the receiver the API calls: what it sends is its answer. Change kinds keep
 * naming the flow as the reader sees it (decision 0039); this is only what the hints call it. A
 * webhook's payload hint said "clients must tolerate values they do not know" (2026-11-29).
 */
export type Reader = 'client' | 'receiver';

export interface ReaderWords {
  /** Who reads the report: `clients`, `receivers`. */
  readonly readers: string;
  /** What they send: `requests`, `answers`. */
  readonly sent: string;
  /** One of those: `a request`, `an answer`. */
  readonly oneSent: string;
}

const CLIENT: ReaderWords = { readers: 'clients', sent: 'requests', oneSent: 'a request' };
const RECEIVER: ReaderWords = { readers: 'receivers', sent: 'answers', oneSent: 'an answer' };

export function wordsFor(reader: Reader | undefined): ReaderWords {
  return reader === 'receiver' ? RECEIVER : CLIENT;
}
