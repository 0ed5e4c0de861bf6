import { describe, expect, it } from 'vitest';
import { ApiError, type Http } from '~/lib/api/http';
import { customersApi } from '~/lib/customers/api';
import { departmentsApi } from '~/lib/departments/api';
import { employeesApi } from '~/lib/employees/api';
import { keepingChoices } from '~/server/kept-choices';
import { sessionReads } from '~/server/session-reads';

/** A backend that counts its calls and answers each with the call's number; a data version the test moves. */
function setUp() {
  const state = { version: 'v1', calls: [] as string[], fail: false };
  const backend: Http = {
    get: async (path, _fallback, params) => {
      state.calls.push(`GET ${path}${params ? ` ${JSON.stringify(params)}` : ''}`);
      if (state.fail) throw new ApiError(503, 'Database unavailable');
      return { message: 'ok', data: [{ call: state.calls.length }] as never };
    },
    send: async (method, path) => {
      state.calls.push(`${method} ${path}`);
      return { message: 'ok', data: null as never };
    },
  };
  const reads = sessionReads(async () => state.version, async () => 60_000);
  const forSession = (token: string) => keepingChoices(backend, (name, read) => reads.read(token, name, read));
  return { state, forSession };
}

describe('keepingChoices', () => {
  it("answers a list's choices from the session's last view while the data is unchanged", async () => {
    const { state, forSession } = setUp();
    const http = forSession('token-a');
    const first = await departmentsApi(http).options();
    expect(await departmentsApi(http).options()).toEqual(first);
    expect(await employeesApi(http).grantableRoles()).toEqual({ message: 'ok', data: [{ call: 2 }] });
    await employeesApi(http).grantableRoles();
    expect(state.calls).toEqual(['GET /departments/options', 'GET /employees/grantable-roles']);
  });

  it("keeps the customers list's filter choices, but not those that follow a chosen reseller", async () => {
    const { state, forSession } = setUp();
    const api = customersApi(forSession('token-a'));
    await api.filterOptions();
    await api.filterOptions();
    await api.filterOptions('r1');
    await api.filterOptions('r1');
    expect(state.calls).toEqual(['GET /customers/filter-options', 'GET /customers/filter-options {"reseller":"r1"}', 'GET /customers/filter-options {"reseller":"r1"}']);
  });

  it('reads the choices again after a commit, and for another session', async () => {
    const { state, forSession } = setUp();
    await departmentsApi(forSession('token-a')).options();
    await departmentsApi(forSession('token-b')).options();
    state.version = 'v2';
    expect(await departmentsApi(forSession('token-a')).options()).toEqual({ message: 'ok', data: [{ call: 3 }] });
    expect(state.calls).toHaveLength(3);
  });

  it('does not keep a failed read, rows, queries or writes', async () => {
    const { state, forSession } = setUp();
    const http = forSession('token-a');
    state.fail = true;
    await expect(departmentsApi(http).options()).rejects.toThrow('Database unavailable');
    state.fail = false;
    await departmentsApi(http).options();
    await http.get('/employees', 'Failed', { pageSize: 10 });
    await http.get('/employees', 'Failed', { pageSize: 10 });
    await http.get('/upgrade-requests/options', 'Failed', { customer: 'c1' });
    await http.get('/upgrade-requests/options', 'Failed', { customer: 'c1' });
    await http.send('post', '/departments', { name: 'Ops' }, 'Failed');
    await http.send('post', '/departments', { name: 'Ops' }, 'Failed');
    expect(state.calls).toEqual([
      'GET /departments/options',
      'GET /departments/options',
      'GET /employees {"pageSize":10}',
      'GET /employees {"pageSize":10}',
      'GET /upgrade-requests/options {"customer":"c1"}',
      'GET /upgrade-requests/options {"customer":"c1"}',
      'post /departments',
      'post /departments',
    ]);
  });
});
