/**
 * The applicant's emails of the online queue (issue 13 §3): approved, or rejected with the reason.
 */
import type { Reseller } from '~/lib/resellers/model';
import type { MailMessage } from '~/server/mail/mailer';

/** The message telling `reseller` of the decision `kind`. */
export function decisionMail(reseller: Reseller, kind: 'approve' | 'reject'): MailMessage {
  const greeting = `Dear ${reseller.firstName} ${reseller.lastName},`;
  if (kind === 'approve') {
    return {
      to: reseller.email,
      subject: 'Your reseller application has been approved',
      text: `${greeting}\n\nThe reseller application of ${reseller.companyName} has been approved. Our team will contact you with the next steps.\n`,
    };
  }
  return {
    to: reseller.email,
    subject: 'Your reseller application',
    text: `${greeting}\n\nThank you for applying to resell with us. The application of ${reseller.companyName} was not accepted.\n\nReason: ${reseller.decisionReason}\n`,
  };
}
