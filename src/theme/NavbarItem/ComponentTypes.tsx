import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';

/**
 * Replaces theme-classic's table with the navbar item types this site uses, plus our own.
 * The original imports every type (docs version dropdown, locale dropdown, doc links…) into
 * the main bundle of every page; an unknown type still fails with theme-classic's
 * "No NavbarItem component found" error.
 */
export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  search: SearchNavbarItem,
  'custom-languageSwitcher': LanguageSwitcher,
};
