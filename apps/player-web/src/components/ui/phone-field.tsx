// Area code (default 86) and phone number inputs.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const AREA_CODES = ['86', '852', '853', '886', '1', '44', '60', '65', '81', '82'] as const;

interface PhoneFieldProps {
  areaCode: string;
  mobile: string;
  onAreaCodeChange: (value: string) => void;
  onMobileChange: (value: string) => void;
}

export function PhoneField({ areaCode, mobile, onAreaCodeChange, onMobileChange }: PhoneFieldProps) {
  const { t } = useTranslation();
  const areaId = useId();
  const mobileId = useId();
  return (
    <div className="field field--phone">
      <div className="field__area">
        <label htmlFor={areaId} className="field__label">
          {t('form.areaCode')}
        </label>
        <select
          id={areaId}
          className="input"
          value={areaCode}
          onChange={(event) => onAreaCodeChange(event.target.value)}
        >
          {AREA_CODES.map((code) => (
            <option key={code} value={code}>
              +{code}
            </option>
          ))}
        </select>
      </div>
      <div className="field__grow">
        <label htmlFor={mobileId} className="field__label">
          {t('form.mobile')}
        </label>
        <input
          id={mobileId}
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          onChange={(event) => onMobileChange(event.target.value.replace(/\D/g, ''))}
        />
      </div>
    </div>
  );
}
