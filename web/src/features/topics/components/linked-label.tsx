import type { TopicLinkView } from '@strongs/contracts';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A line's words with its "See" links in place ("OF GOD, LOVE OF" with GOD a link), as the source prints them.
 * Links whose words the label does not hold are returned apart, to be listed after it.
 */
export function linkedLabel(
  label: string,
  links: TopicLinkView[],
): { inline: ReactNode; rest: TopicLinkView[] } {
  const parts: ReactNode[] = [];
  const rest: TopicLinkView[] = [];
  let from = 0;
  links.forEach((link, i) => {
    const at = link.label ? label.indexOf(link.label, from) : -1;
    if (at < 0 || !link.slug) {
      if (at < 0) rest.push(link);
      return;
    }
    parts.push(label.slice(from, at));
    parts.push(
      <Link key={`${link.slug}-${i}`} to={`/topics/${link.slug}`}>
        {link.label}
      </Link>,
    );
    from = at + link.label.length;
  });
  parts.push(label.slice(from));
  return { inline: <Fragment>{parts}</Fragment>, rest };
}
