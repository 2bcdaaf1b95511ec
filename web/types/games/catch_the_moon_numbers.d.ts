// games/catch_the_moon_numbers.js, as scripts/build.py writes it from the rules' PHYSICS_NUMBERS
// (engine/games/catch_the_moon.py): one whole number each. tests/test_static_checks.py holds
// these names to the rules' own.

export const STEPS_PER_SECOND: number;
export const MAX_TRACE: number;
export const STEP_MAX: number;
export const X_MIN: number;
export const X_MAX: number;
export const Y_MIN: number;
export const Y_MAX: number;
export const TRACE_A: number;
export const POSE_A: number;
export const HOLD_MAX: number;
export const SETTLE_CAP: number;
export const THINK_MAX: number;
