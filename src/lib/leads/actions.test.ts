import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api/http';

const retry = vi.fn();
vi.mock('~/lib/leads/api', () => ({ leadsApi: () => ({ retryLead: retry }) }));
const { leadActions, retryLead } = await import('~/lib/leads/actions');

const lead = { id: 'l1', name: 'Ayesha Khan', fqdn: 'ayesha.leads.example.com' };

describe('the leads actions table', () => {
  afterEach(() => retry.mockReset());

  it('asks before deleting, naming the lead and the address that is freed', () => {
    const confirm = leadActions.delete && 'confirm' in leadActions.delete ? leadActions.delete.confirm : undefined;
    expect(confirm).toMatchObject({ title: 'Delete lead', label: 'Delete', danger: true });
    expect(confirm?.text(lead as never)).toBe(
      'Delete the lead Ayesha Khan? Its address ayesha.leads.example.com is removed and the subdomain becomes free for another lead.',
    );
  });

  it('tells a retry that failed again as a failure with the API message, and one that worked as a success', async () => {
    retry.mockResolvedValueOnce({ message: 'The retry failed: The data center web-1 is not running (it is stopped).', data: { status: 'failed' } });
    const failed = retryLead(lead);
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toThrow('The retry failed: The data center web-1 is not running (it is stopped).');

    retry.mockResolvedValueOnce({ message: 'Lead provisioned successfully', data: { status: 'active' } });
    await expect(retryLead(lead)).resolves.toMatchObject({ message: 'Lead provisioned successfully' });
  });
});
