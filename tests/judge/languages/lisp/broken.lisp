(write-line "x"
