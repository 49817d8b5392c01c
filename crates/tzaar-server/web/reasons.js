// Why a game ended, by the server's reason, in the catalogue's words: a sentence saying why the
// loser lost (the game page's result) and a few words (the archive's result column).
import { t } from './i18n.js';

/** The catalogue's sentence and short words for each reason. */
const REASONS = {
  'tzaar-captured': { sentence: 'reason-tzaar-captured', short: 'result-reason-tzaar-captured' },
  'tzarra-captured': { sentence: 'reason-tzarra-captured', short: 'result-reason-tzarra-captured' },
  'tott-captured': { sentence: 'reason-tott-captured', short: 'result-reason-tott-captured' },
  'tzaar-buried': { sentence: 'reason-tzaar-buried', short: 'result-reason-tzaar-buried' },
  'tzarra-buried': { sentence: 'reason-tzarra-buried', short: 'result-reason-tzarra-buried' },
  'tott-buried': { sentence: 'reason-tott-buried', short: 'result-reason-tott-buried' },
  'no-capture': { sentence: 'reason-no-capture', short: 'result-reason-no-capture' },
  resignation: { sentence: 'reason-resignation', short: 'result-reason-resignation' },
  time: { sentence: 'reason-time', short: 'result-reason-time' },
  abandoned: { sentence: 'reason-abandoned', short: 'result-reason-abandoned' },
};

/** Why `loser` lost, in a sentence; a reason the catalogue lacks, as the server says it. */
export const reasonSentence = (reason, loser) => (REASONS[reason] ? t(REASONS[reason].sentence, { loser }) : reason);

/** Why a game ended, in a few words; a reason the catalogue lacks, as the server says it. */
export const reasonShort = (reason) => (REASONS[reason] ? t(REASONS[reason].short) : (reason ?? ''));
