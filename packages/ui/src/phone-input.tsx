/// <reference path="./css.d.ts" />
// The phone library and its country data are the heaviest part of the kit: this module is
// loaded only when a form with a phone field opens (see phone-field.tsx).
import PhoneInput from 'react-phone-input-2';
import 'react-phone-input-2/lib/style.css';

export default PhoneInput;
