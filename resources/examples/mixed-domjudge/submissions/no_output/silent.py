# Reads the number and answers nothing: DOMjudge calls an empty rejected output NO-OUTPUT.
input()
