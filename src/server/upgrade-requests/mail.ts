/**
 * The customer owner's emails of the upgrade queue (issue 14 §4): approved with the prorated amount,
 * rejected with the reason, or cancelled (issue 27: the owner hears of every end of a request).
 */
import { formatMoney } from '~/lib/packages/money';
import type { UpgradeRequestItem } from '~/lib/upgrade-requests/model';
import type { MailMessage } from '~/server/mail/mailer';

/** The message telling the owner (`to`, `ownerName`) of the decision on `request`. */
export function upgradeDecisionMail(request: UpgradeRequestItem, owner: { email: string; name: string }): MailMessage {
  const change = `${request.fromPackage.name} to ${request.toPackage.name}`;
  const greeting = `Dear ${owner.name},`;
  if (request.status === 'approved') {
    const amount = request.proratedAmount;
    const money = formatMoney(Math.abs(amount), request.currency);
    const priced =
      amount > 0 ? `A prorated charge of ${money} applies for the rest of the current period.` : amount < 0 ? `A prorated credit of ${money} applies for the rest of the current period.` : 'Nothing is charged for the rest of the current period.';
    return {
      to: owner.email,
      subject: 'Your package change has been approved',
      text: `${greeting}\n\nThe package of ${request.customer.businessName} has been changed from ${change}, effective now. ${priced}\n`,
    };
  }
  if (request.status === 'cancelled') {
    return {
      to: owner.email,
      subject: 'Your package change request has been cancelled',
      text: `${greeting}\n\nThe request to change the package of ${request.customer.businessName} from ${change} has been cancelled. The package stays ${request.fromPackage.name}.\n`,
    };
  }
  return {
    to: owner.email,
    subject: 'Your package change request',
    text: `${greeting}\n\nThe request to change the package of ${request.customer.businessName} from ${change} was not accepted.\n\nReason: ${request.reason}\n`,
  };
}
