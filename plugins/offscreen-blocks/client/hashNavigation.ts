import type { ClientModule } from '@docusaurus/types';
import { drawsWholeArticle, WHOLE_ARTICLE_ATTRIBUTE } from '../lib/hashNavigation';

// Runs before the new page renders, so the attribute is in place when Docusaurus scrolls to the hash.
const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    const whole = drawsWholeArticle(
      location,
      previousLocation,
      document.querySelector(':target')?.id === location.hash.slice(1),
    );
    if (whole !== null) document.documentElement.toggleAttribute(WHOLE_ARTICLE_ATTRIBUTE, whole);
  },
};

export default clientModule;
