import { NEPAL_PROVINCES, type NepalProvince } from '@suraksha/domain/provinces';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
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

/** 'Koshi (Province 1)' → 'Koshi': the key of a province's label in the message files. */
const provinceKey = (label: NepalProvince) => label.slice(0, label.indexOf(' (')) as ProvinceName;
type ProvinceName = NepalProvince extends `${infer Name} (${string}` ? Name : never;

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
  const { t } = useTranslation();
  const language = useLanguage();
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
  // The value sent is always the English name (what the API stores); the label leads with the page's language.
  const named = (place: { name: string; nameNe: string }) => ({
    value: place.name,
    label: language === 'ne' ? `${place.nameNe} (${place.name})` : `${place.name} (${place.nameNe})`,
  });
  // The province list is server-rendered before the location data comes, so its Nepali names are in the message files.
  const provinces = NEPAL_PROVINCES.map((label) => ({ value: label, label: t(`checkout.address.provinces.${provinceKey(label)}`) }));

  return (
    <>
      <SelectField
        className={className}
        {...provinceField}
        placeholder={t('checkout.address.chooseProvince')}
        options={provinces}
        value={address.province}
        onChange={(e) => change({ ...NO_NEPAL_ADDRESS, province: e.target.value })}
        error={errors[provinceField.name]}
      />
      <SelectField
        className={className}
        name="district"
        label={t('checkout.address.district')}
        mark={districtRequired ? 'required' : 'optional'}
        placeholder={address.province ? t('checkout.address.chooseDistrict') : t('checkout.address.provinceFirst')}
        options={districts.map(named)}
        disabled={districts.length === 0}
        value={address.district}
        onChange={(e) => change({ ...address, district: e.target.value, municipality: '', ward: '' })}
        error={errors.district}
      />
      <SelectField
        className={className}
        name="municipality"
        label={t('checkout.address.municipality')}
        mark="optional"
        placeholder={address.district ? t('checkout.address.chooseMunicipality') : t('checkout.address.districtFirst')}
        options={localLevels.map(named)}
        disabled={localLevels.length === 0}
        value={address.municipality}
        onChange={(e) => change({ ...address, municipality: e.target.value, ward: '' })}
        error={errors.municipality}
      />
      <SelectField
        className={className}
        name="ward"
        label={t('checkout.address.ward')}
        mark="optional"
        placeholder={address.municipality ? t('checkout.address.chooseWard') : t('checkout.address.municipalityFirst')}
        options={wards.map(String)}
        disabled={wards.length === 0}
        value={address.ward}
        onChange={(e) => change({ ...address, ward: e.target.value })}
        error={errors.ward}
      />
    </>
  );
}
