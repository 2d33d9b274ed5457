import { GRIEVANCE_PATH } from '@suraksha/contracts/grievance-messages';
import { describe, expect, it } from 'vitest';
import { GRIEVANCE_FORM_PATH } from './site-links.ts';

describe('the fixed links of the chrome', () => {
  it("lead to the complaint form at the path the form's route and mails use", () => {
    expect(GRIEVANCE_FORM_PATH).toBe(GRIEVANCE_PATH);
  });
});
