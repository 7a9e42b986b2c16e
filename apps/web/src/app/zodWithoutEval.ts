// Zod parses without compiling its parsers with new Function (and without probing whether it may): the app's Content-Security-Policy forbids eval (ADR 0038).
import { config } from 'zod/v4/core';

config({ jitless: true });
