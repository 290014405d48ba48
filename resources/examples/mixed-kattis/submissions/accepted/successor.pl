% .pl is Prolog for Kattis.
main :- read_line_to_string(user_input, Line), number_string(N, Line), M is N + 1, write(M), nl.
