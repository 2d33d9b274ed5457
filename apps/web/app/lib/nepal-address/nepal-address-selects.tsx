import { NEPAL_PROVINCES } from '@suraksha/domain/provinces';
import { useEffect, useState } from 'react';
import { SelectField } from '../../ui/form-field.tsx';
import { useOnDemand } from '../use-on-demand.ts';

/** What the four selects hold: the province's label, then the English names of district and local level, and the ward's number. */
export interface NepalAddress {
  province: string;
  district: string;
  municipality: string;
  ward: string;
}

export const NO_NEPAL_ADDRESS: NepalAddress = { province: '', district: '', municipality: '', ward: '' };

/**
 * The location data (~14 KB gzip, decision 0119) comes as its own chunk, fetched once when a form
 * with these selects mounts: no other page downloads it.
 */
const loadLocations = () => import('@suraksha/domain/nepal-locations');

interface Props {
  /** The province select's field: `state` in the checkout and e-waste forms (SPEC §3), `province` in the service request. */
  provinceField: { name: string; label: string; mark?: 'required' };
  /** The server's message per field, under the field's name. */
  errors: Partial<Record<string, string>>;
  /** Given, the selects show it and report changes (the checkout); left out, they keep their own state and empty with the form's reset. */
  value?: NepalAddress;
  onChange?: (next: NepalAddress) => void;
  /** The service request needs the district; elsewhere it is optional like the parts below it. */
  districtRequired?: boolean;
  /** Classes of each field's wrapper (grid columns). */
  className?: string;
}

/**
 * Province → district → municipality → ward as dependent selects (issue #19): each lists what lies
 * inside the one above it, and a change empties the ones below. The province list is always there
 * (server-rendered); the others fill in once the location data has come.
 */
export function NepalAddressSelects({ provinceField, errors, value, onChange, districtRequired = false, className }: Props) {
  const [own, setOwn] = useState(NO_NEPAL_ADDRESS);
  const address = value ?? own;
  const { loaded, request } = useOnDemand(loadLocations);
  useEffect(() => {
    void request();
  }, [request]);

  const provinceId = `field-${provinceField.name}`;
  useEffect(() => {
    if (value) return;
    const form = document.getElementById(provinceId)?.closest('form');
    const clear = () => setOwn(NO_NEPAL_ADDRESS);
    form?.addEventListener('reset', clear);
    return () => form?.removeEventListener('reset', clear);
  }, [value, provinceId]);

  function change(next: NepalAddress) {
    if (!value) setOwn(next);
    onChange?.(next);
  }

  const districts = loaded && address.province ? loaded.districtsOf(address.province) : [];
  const localLevels = loaded && address.district ? loaded.localLevelsOf(address.province, address.district) : [];
  const localLevel = localLevels.find((l) => l.name === address.municipality);
  const wards = loaded && localLevel ? loaded.wardsOf(localLevel) : [];
  const named = (place: { name: string; nameNe: string }) => ({ value: place.name, label: `${place.name} (${place.nameNe})` });

  return (
    <>
      <SelectField
        className={className}
        {...provinceField}
        placeholder="Choose your province"
        options={NEPAL_PROVINCES}
        value={address.province}
        onChange={(e) => change({ ...NO_NEPAL_ADDRESS, province: e.target.value })}
        error={errors[provinceField.name]}
      />
      <SelectField
        className={className}
        name="district"
        label="District"
        mark={districtRequired ? 'required' : 'optional'}
        placeholder={address.province ? 'Choose your district' : 'Choose your province first'}
        options={districts.map(named)}
        disabled={districts.length === 0}
        value={address.district}
        onChange={(e) => change({ ...address, district: e.target.value, municipality: '', ward: '' })}
        error={errors.district}
      />
      <SelectField
        className={className}
        name="municipality"
        label="Municipality"
        mark="optional"
        placeholder={address.district ? 'Choose your municipality' : 'Choose your district first'}
        options={localLevels.map(named)}
        disabled={localLevels.length === 0}
        value={address.municipality}
        onChange={(e) => change({ ...address, municipality: e.target.value, ward: '' })}
        error={errors.municipality}
      />
      <SelectField
        className={className}
        name="ward"
        label="Ward"
        mark="optional"
        placeholder={address.municipality ? 'Choose your ward' : 'Choose your municipality first'}
        options={wards.map(String)}
        disabled={wards.length === 0}
        value={address.ward}
        onChange={(e) => change({ ...address, ward: e.target.value })}
        error={errors.ward}
      />
    </>
  );
}
