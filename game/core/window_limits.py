"""The sizes a window may be asked for, by the command line (``--window``) or the saved setting.

The largest is 8K UHD: larger windows cost seconds and gigabytes before the first frame (a
16384×16384 window took 19.6 s and 3.2 GB); the window is fitted to the screen as it opens anyway.
"""

LARGEST_WINDOW = (7680, 4320)
SMALLEST_WINDOW = (320, 240)
