export default function slugify(text) {
  return text.toLowerCase().replace(/\s+/g, '-');
}

export const version = '1.0.0';
