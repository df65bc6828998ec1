import { privateLink } from '../../lib/private-link';
import type { Signer } from '../../lib/signer';

/** A visitor family's private link to its lost report (ADR 243): it edits, closes, answers. */
export const LOST_REPORT_LINK = privateLink('lost-report-link');

/** The manage page the link opens, as every mail to the family carries it. */
export const lostManageUrl = (signer: Signer, baseUrl: string, id: number, nonce: string) =>
  `${baseUrl}/lost/manage?token=${LOST_REPORT_LINK.token(signer, id, nonce)}`;
