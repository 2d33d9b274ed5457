import { EWASTE_FIELDS, FORM_LIMITS } from '@suraksha/contracts/inbound-form-messages';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { useStoreApi } from '../lib/browser-api.ts';
import { FormField, SelectField, TextAreaField } from '../ui/form-field.tsx';
import { DayField } from '../ui/day-field.tsx';
import { SentNotice, SubmitButton } from '../ui/form-parts.tsx';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { ADDRESS_FIELD, EMAIL_FIELD, NAME_FIELD, PHONE_FIELD, PROVINCE_FIELD } from '../features/inbound-forms/person-fields.ts';
import type { Route } from './+types/e-waste';
import { PageFrame } from '../ui/page-frame.tsx';

export const meta: Route.MetaFunction = () => [
  { title: 'E-waste pickup | Suraksha' },
  {
    name: 'description',
    content:
      'Hand over your old cameras, recorders and cables: Suraksha collects electronic waste across Nepal and recycles it responsibly.',
  },
];

/** SPEC §3, §5: the e-waste form, multipart to POST /api/waste; the result toast after 3 s (SPEC §9). */
export default function Ewaste() {
  const api = useStoreApi();
  const { form, busy, errors, sent } = useFormSubmission({
    send: (data) => api.forms.ewaste(data),
    what: 'e-waste form',
    fields: EWASTE_FIELDS,
    delayResult: true,
  });
  return (
    <PageFrame
      width="narrow"
      title="E-waste pickup"
      intro={
        <p>
          Old CCTV cameras, DVRs, hard disks and cables should not end up in a landfill. Tell us what you have and we will arrange a pickup
          and hand it to a licensed recycler. Attach the bill or warranty card if you still have it.
        </p>
      }
    >
      <SentNotice message={sent?.message} />
      <form {...form} encType="multipart/form-data" aria-label="E-waste form">
        <div className="row">
          <div className="col-md-6">
            <FormField {...NAME_FIELD} mark="required" error={errors.name} />
          </div>
          <div className="col-md-6">
            <FormField {...EMAIL_FIELD} mark="required" label="Email" error={errors.email} />
          </div>
          <div className="col-md-6">
            <FormField {...PHONE_FIELD} mark="required" name="mobile_number" label="Mobile Number" error={errors.mobile_number} />
          </div>
          <div className="col-md-6">
            <SelectField {...PROVINCE_FIELD} mark="required" name="state" label="State" error={errors.state} />
          </div>
          <div className="col-md-6">
            <FormField
              mark="required"
              name="city"
              label="City"
              autoComplete="address-level2"
              maxLength={FORM_LIMITS.shortTextMax}
              error={errors.city}
            />
          </div>
          <div className="col-md-6">
            <FormField {...ADDRESS_FIELD} mark="required" error={errors.address} />
          </div>
          <div className="col-md-6">
            <FormField name="landmark" label="Landmark" mark="optional" maxLength={FORM_LIMITS.shortTextMax} error={errors.landmark} />
          </div>
          <div className="col-md-6">
            <FormField
              mark="required"
              name="product_name"
              label="Product Name"
              maxLength={FORM_LIMITS.shortTextMax}
              error={errors.product_name}
            />
          </div>
          <div className="col-md-6">
            <FormField
              name="serial_number"
              label="Serial No."
              mark="optional"
              maxLength={FORM_LIMITS.shortTextMax}
              error={errors.serial_number}
            />
          </div>
          <div className="col-md-6">
            <DayField mark="required" name="purchase_date" label="Purchase Date" max={dayInNepal()} error={errors.purchase_date} />
          </div>
        </div>
        <FormField
          name="billing_card"
          label="Billing Card"
          type="file"
          mark="optional"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          hint="A photo or scan of the bill or warranty card: JPEG, PNG, WebP or PDF, at most 5 MB."
          error={errors.billing_card}
        />
        <TextAreaField name="remarks" label="Remark" mark="optional" rows={4} maxLength={FORM_LIMITS.remarksMax} error={errors.remarks} />
        <SubmitButton busy={busy} label="Submit" />
      </form>
    </PageFrame>
  );
}
