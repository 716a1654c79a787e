import confetti from 'ftp://files.example.com/confetti.js';

confetti();
