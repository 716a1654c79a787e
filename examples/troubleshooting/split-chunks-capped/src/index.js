import('./page-a');
import('./page-b');
import('./page-c');
