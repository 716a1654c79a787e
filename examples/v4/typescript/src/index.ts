import { formatDuration } from './duration';
import iconUrl from './play.svg';

interface Track {
  title: string;
  seconds: number;
}

const playlist: Track[] = [
  { title: 'Intro', seconds: 95 },
  { title: 'Main theme', seconds: 241 },
];

for (const track of playlist) {
  console.log(`${track.title} (${formatDuration(track.seconds)})`);
}

// Optional chaining and ?? are ES2020: TypeScript rewrites them for the es2019 target.
const longest = playlist.find((track) => track.seconds > 600)?.title ?? 'none';
console.log(`Longer than ten minutes: ${longest}`);

const icon = document.createElement('img');
icon.src = iconUrl;
icon.alt = 'Play';
document.body.append(icon);
