import { memo } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';

/**
 * Replaces theme-classic's table with the navbar item types this site uses, plus our own.
 * The original imports every type (docs version dropdown, locale dropdown, doc links…) into
 * the main bundle of every page; an unknown type still fails with theme-classic's
 * "No NavbarItem component found" error.
 *
 * Each type is memoised: an item's props are its config, which never changes, so an item
 * re-renders only for its own state and contexts (the route, the docs version). Without it, the
 * navbar's re-render right after a phone hydrates the page (theme-common's mobile-sidebar context
 * turns on) re-rendered every item and every link in the closed dropdowns: about 160 components
 * in a render that cannot yield.
 */
export default {
  default: memo(DefaultNavbarItem),
  dropdown: memo(DropdownNavbarItem),
  search: memo(SearchNavbarItem),
  'custom-languageSwitcher': memo(LanguageSwitcher),
};
