/**
 * Issue 35: every brand notice declares whom of the team it is for (its kind's audience), from the role
 * sets routes declare (contracts/brand-roles.ts), and no person's or creator's notice does. The table is
 * the product's choice written down: a change to it is a change to who is told.
 */
import { describe, expect, it } from 'vitest';
import { rolesFor } from '../../../../contracts/brand-roles';
import { kinds } from '../../kinds';
import type { KindDefinition } from '../../kinds/kind';

const all = Object.entries(kinds) as unknown as [string, KindDefinition][];

describe("brand notices' audiences", () => {
  // Exactly these: a creator's notices and a person's own (a sign-in, a data export) declare none.
  it('money to the money roles, the program to its roles, the store and webhooks to the settings roles; viewers to none', () => {
    const audiences = Object.fromEntries(
      all.filter(([, kind]) => kind.audience).map(([name, kind]) => [name, kind.audience]),
    );
    expect(audiences).toEqual({
      invoice_issued: rolesFor.money,
      invoice_due_soon: rolesFor.money,
      invoice_overdue: rolesFor.money,
      invoice_payment_failed: rolesFor.money,
      invoice_paid: rolesFor.money,
      brand_sale: rolesFor.program,
      sale_held: rolesFor.program,
      application_received: rolesFor.program,
      discount_code_requested: rolesFor.program,
      submission_received: rolesFor.program,
      sample_requested: rolesFor.program,
      sample_ordered: rolesFor.program,
      message_received: rolesFor.program,
      store_disconnected: rolesFor.settings,
      store_webhooks_failing: rolesFor.settings,
      webhook_endpoint_disabled: rolesFor.settings,
      customer_data_request: rolesFor.settings,
    });
    expect(Object.values(audiences).flat()).not.toContain('viewer');
  });

  it("a brand notice's title and digest line name the brand, as a person in several brands reads them", () => {
    for (const [name, kind] of all.filter(([, kind]) => kind.audience)) {
      expect(kind.title(kind.example), name).toMatch(/^Glow Skincare · /);
      expect(kind.digestLine(kind.example), name).toMatch(/^Glow Skincare · /);
      // Mail still pending from before its props named the brand reads as it did.
      const { brandName: _, ...before } = kind.example;
      expect(kind.title(before), name).not.toContain('undefined');
    }
  });
});
