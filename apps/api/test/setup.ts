// API tests run in Europe/Paris only through the code's explicit zones, never the machine's.
process.env.TZ = 'UTC';
