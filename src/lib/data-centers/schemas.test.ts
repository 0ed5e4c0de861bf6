import { describe, expect, it } from 'vitest';
import { fieldMessages } from '~/lib/schemas/test-messages';
import { createInstanceSchema, dataCenterListQuerySchema, instanceActionSchema, regionSchema } from '~/lib/data-centers/schemas';


const VALID = { instanceName: 'web-1', region: 'us-east-2', availabilityZone: 'us-east-2c', blueprintId: 'wordpress', bundleId: 'nano_3_0' };

describe("instance names (Lightsail's rules)", () => {
  it('accept 2 to 255 letters, digits, -, _ and ., starting with a letter or digit', async () => {
    for (const instanceName of ['ab', '9lives', 'Web_1.example-2', 'x'.repeat(255), '  trimmed  ']) {
      expect(await fieldMessages(instanceActionSchema, { instanceName, region: 'us-east-1' }), instanceName).toEqual({});
    }
  });
  it('refuse the rest with a message saying which rule', async () => {
    const cases: [string, string][] = [
      ['', 'Instance name is required'],
      ['a', 'Instance name must be at least 2 characters long'],
      ['a'.repeat(256), 'Instance name must be at most 255 characters long'],
      ['-web', 'Instance name must start with a letter or a number'],
      ['.web', 'Instance name must start with a letter or a number'],
      ['web 1', 'Instance name can contain only letters, numbers, hyphens (-), underscores (_) and periods (.)'],
      ['wéb', 'Instance name can contain only letters, numbers, hyphens (-), underscores (_) and periods (.)'],
    ];
    for (const [instanceName, message] of cases) {
      expect(await fieldMessages(instanceActionSchema, { instanceName, region: 'us-east-1' }), instanceName).toEqual({ instanceName: message });
    }
  });
});

describe('regions', () => {
  it('must be one of the 13', async () => {
    expect(await fieldMessages(regionSchema, { region: 'eu-north-1' })).toEqual({});
    expect(await fieldMessages(regionSchema, { region: 'sa-east-1' })).toEqual({ region: '"sa-east-1" is not one of the 13 supported regions' });
    expect(await fieldMessages(regionSchema, { region: '' })).toEqual({ region: 'Region is required' });
    expect(await fieldMessages(regionSchema, {})).toEqual({ region: 'Region is required' });
  });
});

describe('the create payload', () => {
  it('accepts a complete, consistent choice', async () => {
    expect(await fieldMessages(createInstanceSchema, VALID)).toEqual({});
  });
  it('wants the zone inside the region', async () => {
    expect(await fieldMessages(createInstanceSchema, { ...VALID, availabilityZone: 'us-east-1c' })).toEqual({
      availabilityZone: '"us-east-1c" is not an availability zone of Ohio (us-east-2)',
    });
    expect(await fieldMessages(createInstanceSchema, { ...VALID, availabilityZone: 'us-east-2' })).toEqual({
      availabilityZone: '"us-east-2" is not an availability zone of Ohio (us-east-2)',
    });
  });
  it('requires every field', async () => {
    expect(await fieldMessages(createInstanceSchema, {})).toEqual({
      instanceName: 'Instance name is required',
      region: 'Region is required',
      availabilityZone: 'Availability zone is required',
      blueprintId: 'Blueprint is required',
      bundleId: 'Bundle is required',
    });
  });
});

describe('the list query', () => {
  it('defaults to the first page of 10 with no search, and casts query strings', async () => {
    expect(await dataCenterListQuerySchema.validate({})).toMatchObject({ q: '', last: false, pageSize: 10 });
    expect(await dataCenterListQuerySchema.validate({ q: ' web ', page: '3', pageSize: '25', last: 'true' })).toMatchObject({ q: 'web', page: 3, pageSize: 25, last: true });
  });
  it('refuses pages below 1, fractions, and sizes over 100', async () => {
    const page = 'Page must be a whole number from 1 to 1,000,000,000';
    expect(await fieldMessages(dataCenterListQuerySchema, { page: '0' })).toEqual({ page });
    expect(await fieldMessages(dataCenterListQuerySchema, { page: '1.5' })).toEqual({ page });
    expect(await fieldMessages(dataCenterListQuerySchema, { page: 'two' })).toEqual({ page });
    expect(await fieldMessages(dataCenterListQuerySchema, { pageSize: '101' })).toEqual({ pageSize: 'Page size must be a whole number from 1 to 100' });
  });
});
