import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';

// Wraps theme-classic's table: adds our custom navbar item types.
export default {
  ...ComponentTypes,
  'custom-languageSwitcher': LanguageSwitcher,
};
