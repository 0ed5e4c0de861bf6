import { describe, expect, it } from 'vitest';
import { ROLE_NAME_MESSAGES, roleCode, roleNameProblem, tidyRoleName } from '~/lib/roles/names';

describe('role names as typed (issue 26 §8)', () => {
  it('keeps the name as typed, trimmed with single spaces, and derives its code', () => {
    expect(tidyRoleName('  QA   Walk Role ')).toBe('QA Walk Role');
    expect(roleCode('QA Walk Role')).toBe('qa_walk_role');
    expect(roleCode('Night-shift  Ops')).toBe('night_shift_ops');
    expect(roleCode('hr_manager')).toBe('hr_manager');
    expect(roleNameProblem('QA Walk Role')).toBeUndefined();
  });
});

describe('roleNameProblem (issue 26 §13)', () => {
  it('says which typed characters are not allowed instead of dropping them', () => {
    expect(roleNameProblem('😀🎉')).toBe(ROLE_NAME_MESSAGES.characters('😀🎉'));
    expect(roleNameProblem('😀🎉')).toBe('Role name may contain only letters A–Z, digits, spaces, hyphens and underscores, not “😀🎉”');
    expect(roleNameProblem('Sales & Ops!')).toBe(ROLE_NAME_MESSAGES.characters('&!'));
  });
  it('asks for a name, a letter or digit, and a length from 2 to 50', () => {
    expect(roleNameProblem('   ')).toBe(ROLE_NAME_MESSAGES.required);
    expect(roleNameProblem('- _')).toBe(ROLE_NAME_MESSAGES.letter);
    expect(roleNameProblem('a')).toBe(ROLE_NAME_MESSAGES.min);
    expect(roleNameProblem('x'.repeat(51))).toBe(ROLE_NAME_MESSAGES.max);
    expect(roleNameProblem(` ${'x'.repeat(50)} `)).toBeUndefined();
  });
});
